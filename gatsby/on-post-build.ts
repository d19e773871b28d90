import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { writeRegistrationChoices } from "./registration-choices";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  await writeRegistrationChoices(path.join(program.directory, "public"));
};
