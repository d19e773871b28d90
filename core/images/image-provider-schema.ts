import { z } from "zod";
import { DEFAULT_IMAGE_PROVIDER, IMAGE_PROVIDERS } from "./image-provider";

/** `GATSBY_IMAGE_PROVIDER`, checked when the build starts (gatsby/on-pre-bootstrap.ts) so a typo fails the build. */
export const imageProviderEnvSchema = z.object({
  GATSBY_IMAGE_PROVIDER: z.enum(IMAGE_PROVIDERS).default(DEFAULT_IMAGE_PROVIDER),
});
export type ImageProviderEnv = z.infer<typeof imageProviderEnvSchema>;
