/**
 * Copies `text` to the clipboard. `navigator.clipboard` exists only on secure pages (https,
 * localhost); elsewhere (a site opened over plain http on a LAN) the older selection copy is used.
 */
export const copyText = async (text: string): Promise<void> => {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // execCommand is deprecated but is the only copy available outside a secure context.
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
};
