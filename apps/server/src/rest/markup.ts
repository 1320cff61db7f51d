// Text put into HTML or XML the server writes by hand (the feeds, the API reference's page): every character that
// could open markup or end an attribute is written as an entity.
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

export const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (c) => ENTITIES[c] ?? c);
