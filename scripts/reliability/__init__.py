"""PartyLine reliability tools: histories, the checker, the fault harnesses (docs/RELIABILITY.md)."""
