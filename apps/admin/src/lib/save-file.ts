/** Hands a blob to the browser as a download (a link to a blob URL, clicked once). */
export const saveFile = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob once the download starts; let it go afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
