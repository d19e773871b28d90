/**
 * Saves `data` as a JSON file through a Blob URL and a temporary `download` link: the personal data never appears in
 * an address, a history entry or a server log.
 */
export function saveJsonFile(data: unknown, filename: string, doc: Document = document): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // the click has started the download; the Blob may go once it has been read
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
