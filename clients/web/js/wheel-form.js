// Checks a wheel before it is sent, with the protocol's limits and the terminal client's
// messages: name 1–40 characters, 2–64 options, labels 1–40 characters and unique (ignoring
// case), weights integers 1–1000.

export const LIMITS = { name: 40, label: 40, minOptions: 2, maxOptions: 64, weight: 1000 };

const length = (s) => [...new Intl.Segmenter().segment(s)].length;

/** Problems as [key, ...args] for the translator; empty when the wheel may be sent. */
export function validateWheel(name, options) {
  const problems = [];
  const n = name.trim();
  if (!n) problems.push(['errNameEmpty']);
  else if (length(n) > LIMITS.name) problems.push(['errNameLong', LIMITS.name]);
  if (options.length < LIMITS.minOptions) problems.push(['errTooFewOptions', LIMITS.minOptions]);
  if (options.length > LIMITS.maxOptions) problems.push(['errTooManyOptions', LIMITS.maxOptions]);
  const seen = new Set();
  options.forEach((o, i) => {
    const label = o.label.trim();
    if (!label) problems.push(['errLabelEmpty', i + 1]);
    else if (length(label) > LIMITS.label) problems.push(['errLabelLong', i + 1, LIMITS.label]);
    else if (seen.has(label.toLowerCase())) problems.push(['webDuplicateLabel', i + 1]);
    seen.add(label.toLowerCase());
    const w = Number(o.weight);
    if (!Number.isInteger(w) || w < 1 || w > LIMITS.weight) problems.push(['errWeight', i + 1, LIMITS.weight]);
  });
  return problems;
}

/** The options as sent: trimmed labels, integer weights. */
export function cleanOptions(options) {
  return options.map((o) => ({ label: o.label.trim(), weight: Number(o.weight) }));
}
