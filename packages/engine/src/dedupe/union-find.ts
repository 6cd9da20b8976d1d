/** Disjoint sets over row indexes, so matches chain transitively into clusters. */
export class UnionFind {
  private readonly parent: Int32Array;

  constructor(size: number) {
    this.parent = new Int32Array(size);
    for (let i = 0; i < size; i++) this.parent[i] = i;
  }

  /** Representative of the set holding `i` (with path halving). */
  find(i: number): number {
    let node = i;
    while (this.parent[node] !== node) {
      const grandparent = this.parent[this.parent[node]!]!;
      this.parent[node] = grandparent;
      node = grandparent;
    }
    return node;
  }

  /** Merges the sets of `a` and `b`; false when they were already one. */
  union(a: number, b: number): boolean {
    const rootA = this.find(a);
    const rootB = this.find(b);
    if (rootA === rootB) return false;
    // The smaller index becomes the root, which keeps roots stable and deterministic.
    if (rootA < rootB) this.parent[rootB] = rootA;
    else this.parent[rootA] = rootB;
    return true;
  }
}
