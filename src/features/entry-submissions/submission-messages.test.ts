import { SUBMISSION_MESSAGES, submissionErrorMessage } from "./submission-messages";

const refusal = (status: number, code: string, details?: unknown) => ({
  status,
  body: { error: { status, code, message: "", ...(details === undefined ? {} : { details }) } },
});

describe("submissionErrorMessage", () => {
  it.each([
    [refusal(413, "payload_too_large"), SUBMISSION_MESSAGES.tooLarge],
    [refusal(415, "unsupported_file_type"), SUBMISSION_MESSAGES.notPdf],
    [refusal(400, "invalid_parameter"), SUBMISSION_MESSAGES.badUrl],
    [refusal(409, "submission_closed", { reason: "closed" }), SUBMISSION_MESSAGES.closed],
    [refusal(409, "submission_closed", { reason: "entry_closed" }), SUBMISSION_MESSAGES.entryClosed],
    [
      refusal(409, "submission_format_mismatch", { format: "url" }),
      "このイベントでは履歴書・ESをURLで提出してください。",
    ],
    [refusal(404, "not_found"), SUBMISSION_MESSAGES.notFound],
    [refusal(401, "unauthorized"), SUBMISSION_MESSAGES.signedOut],
    [refusal(500, "internal_error"), SUBMISSION_MESSAGES.failed],
    [null, SUBMISSION_MESSAGES.failed],
  ])("explains %j in Japanese", (input, message) => {
    expect(submissionErrorMessage(input as Parameters<typeof submissionErrorMessage>[0])).toBe(message);
  });

  it("names the reception start in Japan time", () => {
    expect(
      submissionErrorMessage(
        refusal(409, "submission_closed", { reason: "not_started", reception_start_at: "2026-06-01T00:00:00Z" }),
      ),
    ).toBe("まだ受付が始まっていません。受付開始は6月1日(月) 09:00からです。");
  });
});
