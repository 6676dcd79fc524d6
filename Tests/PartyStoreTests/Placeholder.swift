// Placeholder; replaced by real tests.
