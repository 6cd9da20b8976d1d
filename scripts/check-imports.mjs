// `node scripts/check-imports.mjs`: the import rules of .dependency-cruiser.cjs (no value cycle, packages never
// import apps, the job queue imports no feature, embedded mode only from the composition root, order stages point
// forward) over every app, package and script, and that only finishOrder ends an order (the order store's
// `endOrder` is its alone). Exits 1 naming each broken rule and the imports that break it; run by the test
// command, so CI fails on a new one. Why dependency-cruiser: docs/decisions/import-rules.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const root = fileURLToPath(new URL('..', import.meta.url));
const scanned = ['api', 'cli', 'dashboard', 'site', 'packages', 'e2e', 'scripts', '.storybook'];
const TYPE_ONLY = new Set(['type-only', 'type-import']);

/**
 * The cycles of value imports, one per strongly connected component of the graph without its type-only edges.
 * dependency-cruiser reports the first cycle it meets through an import and then asks whether that one carries
 * values, so a value cycle that shares an import with a type-only one can go unreported (its issue #695): this
 * finds every one, and names one path round each.
 */
function valueCycles(modules) {
  const edges = new Map(
    modules.map((module) => [
      module.source,
      [
        ...new Set(
          module.dependencies
            .filter((dependency) => !dependency.dependencyTypes.some((type) => TYPE_ONLY.has(type)))
            .map((dependency) => dependency.resolved),
        ),
      ],
    ]),
  );
  // Tarjan's algorithm; recursive, as deep as the longest import chain it walks: hundreds at most.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node)) {
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.add(member);
    } while (member !== node);
    if (component.size > 1 || edges.get(node).includes(node)) components.push(component);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components.map((component) => pathRound(edges, component));
}

/** The shortest way from the first module of `component` back to itself, within it. */
function pathRound(edges, component) {
  const [first] = component;
  const cameFrom = new Map();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of edges.get(node) ?? []) {
      if (!component.has(target) || cameFrom.has(target)) continue;
      cameFrom.set(target, node);
      if (target === first) {
        const cycle = [first];
        for (let at = node; at !== first; at = cameFrom.get(at)) cycle.unshift(at);
        return [first, ...cycle];
      }
      queue.push(target);
    }
  }
  return [...component];
}

process.chdir(root);
const started = performance.now();
const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
const { output } = await cruise(scanned, { ...options, outputType: 'json' });
const result = JSON.parse(output);
const { error, totalCruised, totalDependenciesCruised } = result.summary;
// Cycles the rule already named are not repeated.
const reported = new Set(
  result.summary.violations
    .filter((violation) => violation.rule.name === 'no-value-cycle')
    .flatMap((violation) => [violation.from, violation.to]),
);
const missed = valueCycles(result.modules).filter((cycle) => !cycle.some((module) => reported.has(module)));

// Only finishOrder ends an order: the order store's `endOrder` alone would skip the customer's e-mail and the
// stages' clean-up. dependency-cruiser sees modules, not the names imported, so this one reads the imports.
const endOrderImporters = [];
for (const file of result.modules.map((module) => module.source)) {
  if (!/^api\/src\/.*\.ts$/.test(file) || /\/finish-order\.ts$/.test(file)) continue;
  const text = readFileSync(path.join(root, file), 'utf8');
  if (/import\s*(type\s*)?\{[^}]*\bendOrder\b[^}]*\}\s*from\s*'[^']*order-store'/.test(text))
    endOrderImporters.push(file);
}

if (error > 0) console.error((await format(result, { outputType: 'err-long' })).output);
for (const cycle of missed) console.error(`[imports] no-value-cycle: ${cycle.join(' → ')}`);
for (const file of endOrderImporters)
  console.error(
    `[imports] only-finish-order-ends-orders: ${file} imports endOrder; call finishOrder, which also sends the customer's e-mail and cleans up after the stages`,
  );
if (error > 0 || missed.length > 0 || endOrderImporters.length > 0) {
  console.error(
    '[imports] An import above breaks a rule of .dependency-cruiser.cjs (each says why); see docs/decisions/import-rules.md.',
  );
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `[imports] ${totalCruised} modules, ${totalDependenciesCruised} imports in ${scanned.join(', ')}: no rule broken (${seconds} s)`,
);
