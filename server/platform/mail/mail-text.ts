/** The sender name every mail shows in its subject and signature. */
export const SERVICE_NAME = "ミライキャリア";

/** `【ミライキャリア】…`: the subject prefix of every mail. */
export function mailSubject(subject: string): string {
  return `【${SERVICE_NAME}】${subject}`;
}

/** The signature block ending a plain-text mail: a rule, the service name, and why the reader got this mail. */
export function mailFooter(note: string): string {
  return `\n\n――――――――――\n${SERVICE_NAME}\n${note}`;
}
