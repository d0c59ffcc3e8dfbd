/** The server's words as a sentence: a refusal is shown as it was said, with its full stop. */
export const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);
