import type { Rolldown } from 'vite';
import { blockDefinitions } from '../../blocks/catalog';
import { blockOfComponentFile } from '../block-files';

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

const publicBlockTypes = new Set<string>(
  blockDefinitions.filter((block) => !('app' in block && block.app)).map((block) => block.type),
);

/** The public block a module is the component of, if it is one. */
function publicBlockOf(id: string): string | undefined {
  const type = blockOfComponentFile(id);
  return type && publicBlockTypes.has(type) ? type : undefined;
}

/** Every module the given ones import statically, themselves included, short of those in `stop`. */
function staticallyReached(from: string[], graph: ModuleGraph, stop: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const queue = from.filter((id) => !stop.has(id));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) if (!stop.has(next)) queue.push(next);
  }
  return reached;
}

/** Which lazily loaded public block's chunk each module goes to: the plan for the whole graph. */
function planChunks(anyModule: string, graph: ModuleGraph): Map<string, string> {
  // The entries: the modules nothing imports, found by walking up from any one.
  const entries: string[] = [];
  const seen = new Set([anyModule]);
  const queue = [anyModule];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = graph.getModuleInfo(id);
    const up = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    if (!up.length) entries.push(id);
    for (const importer of up) if (!seen.has(importer)) seen.add(importer) && queue.push(importer);
  }
  const inEntry = staticallyReached(entries, graph, new Set());
  const lazyBlocks = [...inEntry]
    .flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => publicBlockOf(id))
    .sort((a, b) => publicBlockOf(a)!.localeCompare(publicBlockOf(b)!));
  const plan = new Map<string, string>();
  for (const block of new Set(lazyBlocks)) {
    const taken = new Set([...inEntry, ...plan.keys()]);
    for (const id of staticallyReached([block], graph, taken)) plan.set(id, publicBlockOf(block)!);
  }
  return plan;
}

/**
 * One chunk per lazily loaded public block (blocks/registry.tsx), holding every module of the block
 * that the app's entry does not hold already, the code it shares with the admin app
 * included. Left to itself the bundler cut the contact form into four chunks (the parts the
 * dashboard shares), so a page with the form made four requests and carried more bytes than with
 * the form in the entry. A module that two lazy public blocks share goes with the first of them by
 * name; the admin app keeps the bundler's own chunking.
 */
export function lazyPublicBlockChunks(): Rolldown.CodeSplittingGroup {
  let plan: Map<string, string> | undefined;
  return {
    debugName: 'lazy public blocks',
    // The plan holds exactly the modules the entry does not: the bundler's default would pull in
    // the block's imports from the entry too, and the entry would then import the block's chunk.
    includeDependenciesRecursively: false,
    name: (id, graph) => {
      plan ??= planChunks(id, graph);
      return plan.get(id) ?? null;
    },
  };
}
