/**
 * The scripts every page starts with (React, Gatsby's runtime and the webpack runtime: the "app"
 * entry's chunks) begin with V8's explicit compile hint `//# allFunctionsCalledOnLoad`
 * (docs/decisions/011-compile-hints-and-late-start.md).
 *
 * V8 compiles a function the first time it is called, on the main thread, unless it knows the
 * function will run at once. Almost every function in these files runs while the page starts, so
 * the task that starts the app spent much of its time compiling them one by one. With the hint
 * (Chrome and Edge 136 and later, ignored by other browsers as the comment it is) V8 compiles the
 * whole file while the file streams in, on a background thread. Chunks loaded later (templates,
 * forms, dialogs) keep lazy compilation: most of their functions may never run.
 *
 * The comment is added after minification (a minifier would drop it) and before source maps are
 * written, wrapped so that the maps shift by the one line.
 */
import type { Compilation, Compiler } from "webpack";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The entry whose chunks every page loads first: Gatsby's browser entry. */
const ENTRY = "app";

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHints", (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "CompileHints", stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entry = compilation.entrypoints.get(ENTRY);
          if (!entry) return;
          for (const chunk of entry.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        },
      );
    });
  }
}
