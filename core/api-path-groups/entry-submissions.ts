// The entrant's submissions (issue 32: our paths, the spec names none): the résumé and the assignments' answers
export const myEntryResumePdf = "/api/v1/entries/:entry_id/resume/pdf";
export const myEntryResumeUrl = "/api/v1/entries/:entry_id/resume/url";
export const myEntryQuestionAnswer = "/api/v1/entries/:entry_id/event_questions/:event_question_id/answer";
