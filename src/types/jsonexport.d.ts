/** jsonexport ships no types; the part of its API the CSV exporter uses (README "Options"). */
declare module 'jsonexport/dist/index.js' {
  interface Options {
    rowDelimiter?: string;
    headers?: string[];
    includeHeaders?: boolean;
  }
  function jsonexport(data: ReadonlyArray<Record<string, string>>, options?: Options): Promise<string>;
  export default jsonexport;
}
