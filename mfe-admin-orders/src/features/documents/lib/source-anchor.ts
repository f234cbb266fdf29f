/** The id of a source's row in the researcher panel; the draft's citations link to it (#doc-source-N). */
export function sourceAnchor(index: number): string {
  return `doc-source-${index}`;
}
