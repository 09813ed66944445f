/** Hands text to the browser as a file download (no server round trip). */
export const downloadText = (filename: string, text: string, type = 'application/x-ndjson') => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** `tablefold-session-2026-11-22T11-40-05.jsonl`: sortable, and valid on every file system. */
export const sessionLogName = (now: Date): string =>
  `tablefold-session-${now.toISOString().slice(0, 19).replaceAll(':', '-')}.jsonl`;
