/** The paragraph blocks' data types live in src/domain/block-data.ts (components below the blocks use them too). */
export * from "../domain/block-data";
