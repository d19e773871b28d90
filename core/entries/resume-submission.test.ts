import {
  RESUME_MAX_BYTES,
  hasResumeAnswer,
  isPdfContent,
  isSubmissionUrl,
  resumeOf,
  resumeUrlOf,
  resumeWindowOf,
  resumeWindowState,
} from "./resume-submission";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("résumé rules", () => {
  it("knows a PDF by its first five bytes only", () => {
    expect(isPdfContent(bytes("%PDF-1.7\n…"))).toBe(true);
    expect(isPdfContent(bytes("%PDF-"))).toBe(true);
    expect(isPdfContent(bytes("%PDF"))).toBe(false);
    expect(isPdfContent(bytes(" %PDF-1.4"))).toBe(false);
    expect(isPdfContent(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(isPdfContent(new Uint8Array(0))).toBe(false);
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it("takes https URLs with a host and no credentials", () => {
    expect(isSubmissionUrl("https://docs.example.com/es")).toBe(true);
    expect(isSubmissionUrl("http://docs.example.com/es")).toBe(false);
    expect(isSubmissionUrl("javascript:alert(1)")).toBe(false);
    expect(isSubmissionUrl("https://a:b@example.com")).toBe(false);
    expect(isSubmissionUrl(`https://example.com/${"a".repeat(2000)}`)).toBe(false);
    expect(isSubmissionUrl("履歴書")).toBe(false);
  });

  it("shows the download path of a PDF, never its key; the URL of a URL; nothing before a submission", () => {
    expect(resumeUrlOf({ entryId: 7, kind: "pdf", value: "entries/7/secret.pdf" })).toBe(
      "/api/v1/entries/7/resume/pdf",
    );
    expect(resumeUrlOf({ entryId: 7, kind: "url", value: "https://x.example/es" })).toBe("https://x.example/es");
    expect(resumeUrlOf({ entryId: 7, kind: null, value: null })).toBeNull();
    expect(hasResumeAnswer({ resume: "/api/v1/entries/7/resume/pdf" })).toBe(true);
    expect(hasResumeAnswer({ resume: null })).toBe(false);
    expect(hasResumeAnswer(null)).toBe(false);
  });

  it("opens the window at reception start (inclusive) and closes it at the deadline (exclusive)", () => {
    const window = resumeWindowOf(
      { resumePublishAt: new Date("2026-06-01T00:00:00Z"), resumeSubmissionLimitAt: null },
      "2026-06-10T00:00:00.000Z",
    );
    expect(window).toEqual({
      reception_start_at: "2026-06-01T00:00:00.000Z",
      submission_limit_at: "2026-06-10T00:00:00.000Z",
    });
    expect(resumeWindowState(window, Date.parse("2026-05-31T23:59:59Z"))).toBe("before");
    expect(resumeWindowState(window, Date.parse("2026-06-01T00:00:00Z"))).toBe("open");
    expect(resumeWindowState(window, Date.parse("2026-06-09T23:59:59Z"))).toBe("open");
    expect(resumeWindowState(window, Date.parse("2026-06-10T00:00:00Z"))).toBe("closed");
  });

  it("builds the entered schedule's resume from the stored submission", () => {
    const window = { reception_start_at: null, submission_limit_at: "2026-06-10T00:00:00.000Z" };
    expect(
      resumeOf(
        { entryId: 3, kind: "pdf", value: "entries/3/k.pdf", fileName: "ES.pdf", submittedAt: new Date(0) },
        window,
        "pdf",
      ),
    ).toEqual({
      ...window,
      format: "pdf",
      url: "/api/v1/entries/3/resume/pdf",
      submitted_url: null,
      file_name: "ES.pdf",
      submitted_at: "1970-01-01T00:00:00.000Z",
      status: "submitted",
    });
    expect(
      resumeOf({ entryId: 3, kind: null, value: null, fileName: null, submittedAt: null }, window, "url"),
    ).toMatchObject({ status: "not_submitted", url: null, submitted_url: null });
  });
});
