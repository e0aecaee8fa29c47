/**
 * The models Decksmith offers to download: small instruct models in GGUF,
 * Q4_K_M, that run on a laptop's CPU with node-llama-cpp and are licensed
 * so anyone may use them for any deck (Apache-2.0 or MIT).
 *
 * Why these. The writer fills a JSON schema (outline, then slides) under a
 * grammar, so the model never has to get the syntax right; what it must do
 * is follow an instruction ("five slides, facts with figures, in French")
 * and know something about the subject. Qwen2.5 was trained with structured
 * output (JSON, tables) as a stated goal, speaks 29 languages and keeps a
 * 32K context, which leaves room for a document's key passages; its 1.5B
 * model is the best quality per byte of the small open models and is the
 * default. The 0.5B sibling is for old or 4 GB machines: it follows the
 * schema but knows little, so its facts need checking. Phi-3.5-mini (3.8B,
 * MIT) writes the most accurate and best-structured prose of the three and
 * is the pick for a machine with 8 GB or more that can wait for it.
 *
 * Left out, and why:
 * - Llama 3.2 1B/3B: the Llama 3.2 Community License is not permissive (an
 *   acceptable-use policy binds every user, products past 700 million
 *   monthly users need Meta's permission, "Built with Llama" must be shown).
 * - Qwen2.5 3B: unlike its 0.5B/1.5B siblings it is published under the
 *   Qwen Research License (non-commercial), not Apache-2.0.
 * - Gemma: Google's Gemma terms carry a use policy, not an open licence.
 * - SmolLM2 1.7B (Apache-2.0) would fit, but no public source found gives
 *   both the size and the sha256 of one and the same Q4_K_M file (the
 *   official HuggingFaceTB file's sha256 appears without a size, another
 *   upload's pair disagrees with a third), and a catalogue entry must be
 *   checkable to the byte.
 *
 * Sizes and checksums: Hugging Face cannot be reached from where this list
 * was written, so each value was copied from public text that pins the same
 * file (given with each entry) and never guessed. The two Qwen addresses
 * name the repository revision the checksum was recorded at, so the file
 * behind them cannot change under the checksum.
 */

export interface CatalogueModel {
  /** What the user types (`npm run model -- pull NAME`); also the file name, `NAME.gguf`. */
  name: string;
  title: string;
  /** Download address (a Hugging Face "resolve" URL). */
  url: string;
  /** Exact size of the file in bytes. */
  bytes: number;
  /** SHA-256 of the file, lower-case hex. */
  sha256: string;
  licence: string;
  parameters: string;
  /** Memory the model wants while writing (weights + a 4K context), in GB. */
  ramGb: number;
  /** One sentence for the lists: which machine and which decks it suits. */
  suits: string;
}

export const CATALOGUE: readonly CatalogueModel[] = [
  {
    // Source: the same size and sha256 appear in several independent public files pinning
    // Qwen/Qwen2.5-0.5B-Instruct-GGUF at revision 9217f5db79a29953eb74d5343926648285ec7e67 (found
    // through the public code index, e.g. a Swift model descriptor `expectedSHA256: "74a4da8c…",
    // expectedByteCount: 491_400_032` and a Markdown model list "Size: 491400032 bytes"); licence
    // from the model card (apache-2.0).
    name: 'qwen2.5-0.5b',
    title: 'Qwen2.5 0.5B Instruct (Q4_K_M)',
    url: 'https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/9217f5db79a29953eb74d5343926648285ec7e67/qwen2.5-0.5b-instruct-q4_k_m.gguf',
    bytes: 491_400_032,
    sha256: '74a4da8c9fdbcd15bd1f6d01d621410d31c6fc00986f5eb687824e7b93d7a9db',
    licence: 'Apache-2.0',
    parameters: '0.5B',
    ramGb: 1,
    suits: 'Old or 4 GB machines: fast, keeps to the slide structure, but knows little; check its facts.',
  },
  {
    // Source: size 1117320736 and sha256 6a1a2eb6… of Qwen/Qwen2.5-1.5B-Instruct-GGUF revision
    // 91cad51170dc346986eccefdc2dd33a9da36ead9, as recorded by several independent public files (a
    // Python pinning script with MODEL_SIZE/MODEL_SHA and "hash_source: Git-LFS pointer of pinned
    // official repository revision", a Rust catalogue `size: 1_117_320_736`, a Swift runtime
    // contract `sharedBaseSizeBytes: 1_117_320_736`), all agreeing; licence apache-2.0 (model card).
    name: 'qwen2.5-1.5b',
    title: 'Qwen2.5 1.5B Instruct (Q4_K_M)',
    url: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/91cad51170dc346986eccefdc2dd33a9da36ead9/qwen2.5-1.5b-instruct-q4_k_m.gguf',
    bytes: 1_117_320_736,
    sha256: '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e',
    licence: 'Apache-2.0',
    parameters: '1.5B',
    ramGb: 2,
    suits: 'Most laptops (8 GB): the recommended model, good structure and plain facts in many languages.',
  },
  {
    // Source: a-ghorbani/pocketpal-ai, src/store/defaultModels.ts at commit
    // 059a71b7b69b5f11f1f532c6ccafcc1ca00b8f72: hfModelFile rfilename
    // 'Phi-3.5-mini-instruct.Q4_K_M.gguf', size 2393232608, lfs.oid (the sha256 of the file)
    // 3f68916e…; the model is MIT (microsoft/Phi-3.5-mini-instruct).
    name: 'phi-3.5-mini',
    title: 'Phi-3.5 mini Instruct 3.8B (Q4_K_M)',
    url: 'https://huggingface.co/MaziyarPanahi/Phi-3.5-mini-instruct-GGUF/resolve/main/Phi-3.5-mini-instruct.Q4_K_M.gguf',
    bytes: 2_393_232_608,
    sha256: '3f68916e850b107d8641d18bcd5548f0d66beef9e0a9077fe84ef28943eb7e88',
    licence: 'MIT',
    parameters: '3.8B',
    ramGb: 4,
    suits: 'Machines with 8 GB or more free: the most accurate and best-written decks, about half the speed.',
  },
];

/** The model to suggest first. */
export const RECOMMENDED_MODEL = 'qwen2.5-1.5b';

/** The catalogue entry called `name`, or undefined. */
export function findModel(name: string, catalogue: readonly CatalogueModel[] = CATALOGUE): CatalogueModel | undefined {
  return catalogue.find((model) => model.name === name);
}

/** "Unknown model "x": the catalogue has a, b, c." */
export function unknownModelMessage(name: string, catalogue: readonly CatalogueModel[] = CATALOGUE): string {
  const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
  return `Unknown model "${shown}": the catalogue has ${catalogue.map((m) => m.name).join(', ')}`;
}
