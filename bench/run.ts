/**
 * Runs the benchmarks: `npx tsx bench/run.ts` runs all of them in order,
 * `npm run bench -- parser generator` only the named ones.
 * Each bench module exports `async function run(): Promise<void>`.
 */

/** Bench modules, run in this order; a name on the command line is the file name. */
const BENCH_MODULES: readonly string[] = ['./parser', './generator', './stream', './extract', './xml-scan', './shell', './flow', './dashboard', './typing', './ask', './keep', './export', './quality', './abuse', './local', './design', './data-slides', './template'];

interface BenchModule {
  run(): Promise<void>;
}

function nameOf(specifier: string): string {
  return specifier.replace(/^.*\//, '').replace(/\.ts$/, '');
}

function isBenchModule(value: unknown): value is BenchModule {
  return typeof value === 'object' && value !== null && typeof (value as { run?: unknown }).run === 'function';
}

async function main(argv: readonly string[]): Promise<number> {
  const known = BENCH_MODULES.map(nameOf);
  const unknown = argv.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`unknown bench: ${unknown.join(', ')} (available: ${known.join(', ')})`);
    return 2;
  }
  const selected = BENCH_MODULES.filter((spec) => argv.length === 0 || argv.includes(nameOf(spec)));
  for (const spec of selected) {
    console.log(`\n== ${nameOf(spec)} ==`);
    const mod: unknown = await import(spec);
    if (!isBenchModule(mod)) throw new Error(`${spec} does not export run()`);
    const started = performance.now();
    await mod.run();
    console.log(`(${nameOf(spec)}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
