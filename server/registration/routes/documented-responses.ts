export const signedInOnly = { 401: { description: "No signed-in student" } } as const;
export const noRegistration = { 404: { description: "The student has no registration" } } as const;
export const registrationCompleted = { 409: { description: "The registration is already completed" } } as const;
