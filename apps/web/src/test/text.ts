/**
 * The words of an element as read, one space between the texts of its parts; icons and the style
 * sheets of responsive props left out.
 */
export function words(element: Element): string {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node instanceof HTMLStyleElement) return;
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
      return;
    }
    node.childNodes.forEach(walk);
  };
  walk(element);
  return texts.join(' ');
}
