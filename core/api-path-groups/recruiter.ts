// Recruiter API (issue 17: a company's bearer token, server/recruiters)
export const recruiterCompany = "/api/v1/recruiter/company";
export const recruiterStudents = "/api/v1/recruiter/students";
export const recruiterScouts = "/api/v1/recruiter/scouts";
export const recruiterChats = "/api/v1/recruiter/chats";
export const recruiterChat = "/api/v1/recruiter/chats/:chat_id";
export const recruiterChatMessages = "/api/v1/recruiter/chats/:chat_id/messages";
export const recruiterChatRead = "/api/v1/recruiter/chats/:chat_id/read";
