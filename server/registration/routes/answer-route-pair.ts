import type { z } from "zod";
import type { Db } from "../../../db/client";
import type { ApiPathPattern } from "../../../core/api-paths";
import { defineRoute, type ApiRoute } from "../../platform/http/define-route";
import { noRegistration, signedInOnly } from "./documented-responses";

type ObjectSchema = z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>;

type AnswerRoutesInput<B extends ObjectSchema, R extends z.ZodType> = {
  /** the apiPaths entry, e.g. apiPaths.userRegistrationBasicInformation (…/user_registration_basic_information) */
  path: ApiPathPattern;
  /** PascalCase for the operation ids, e.g. BasicInformation */
  operationName: string;
  what: string;
  body: B;
  response: R;
  load(db: Db, userId: string): Promise<z.input<R>>;
  save(db: Db, userId: string, body: z.output<B>): Promise<z.input<R>>;
  /** extra documented failures of the PUT, e.g. 409 */
  putResponses?: Readonly<Record<number, { description: string }>>;
};

/** GET and PUT of one kind of registration answer: the GET reads it back, the PUT replaces it whole and answers it. */
export function answerRoutes<B extends ObjectSchema, R extends z.ZodType>(
  input: AnswerRoutesInput<B, R>,
): [ApiRoute, ApiRoute] {
  const { path } = input;
  const common = { ...noRegistration, ...signedInOnly };
  return [
    defineRoute(
      {
        operationId: `getUserRegistration${input.operationName}`,
        summary: `The student's ${input.what}`,
        paths: [path],
        methods: ["GET"],
        auth: "student",
        response: input.response,
        otherResponses: common,
        personal: true,
      },
      async ({ db, requireViewer }) => input.load(db, (await requireViewer()).userId),
    ),
    defineRoute(
      {
        operationId: `putUserRegistration${input.operationName}`,
        summary: `Replaces the student's ${input.what} (validated whole; stored all or nothing)`,
        paths: [path],
        methods: ["PUT"],
        auth: "student",
        body: input.body,
        response: input.response,
        otherResponses: { ...common, ...input.putResponses },
        personal: true,
      },
      async ({ db, body, requireViewer }) => input.save(db, (await requireViewer()).userId, body as z.output<B>),
    ),
  ];
}
