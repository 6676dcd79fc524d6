// Fit a word to its box: the largest font size (in steps) at which it fits on as few lines as
// its spaces allow, so a classic-mode word fills the forehead screen.

/** Set `el`'s font size to the largest that fits inside `box` (between 24 px and 40 % of the box's height). */
export function fitText(el, box) {
  const maxPx = Math.max(24, Math.floor(box.clientHeight * 0.55));
  let size = maxPx;
  el.style.fontSize = `${size}px`;
  for (let i = 0; i < 24 && size > 24 && (el.scrollWidth > box.clientWidth * 0.94 || el.scrollHeight > box.clientHeight * 0.9); i++) {
    size = Math.max(24, Math.floor(size * 0.9));
    el.style.fontSize = `${size}px`;
  }
}
