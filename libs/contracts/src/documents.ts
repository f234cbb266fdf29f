/** Document generation limits and the character count (spec sections 3, 5, 9), one rule for list, detail and generate. */
export const DEFAULT_CHARACTERS_LIMIT = 500_000;
export const DEFAULT_FILES_LIMIT = 20;

export interface CharactersCount {
  chat_messages: number;
  comments: number;
  parsed_resources: number;
  total: number;
}

export function countCharacters(input: { messages: readonly string[]; comments: readonly (string | null | undefined)[]; parsedResources: string | null | undefined }): CharactersCount {
  const chat_messages = input.messages.reduce((n, m) => n + m.length, 0);
  const comments = input.comments.reduce((n: number, c) => n + (c?.length ?? 0), 0);
  const parsed_resources = input.parsedResources?.length ?? 0;
  return { chat_messages, comments, parsed_resources, total: chat_messages + comments + parsed_resources };
}

/** Generation is allowed only within both limits. */
export function canGenerateDocument(count: CharactersCount, charactersLimit: number, files: number, filesLimit: number): boolean {
  return count.total <= charactersLimit && files <= filesLimit;
}

export interface DocumentReferenceDto {
  title: string;
  url: string;
}
