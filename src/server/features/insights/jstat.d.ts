// jstat ships no types; only what pattern finding calls is declared.
declare module 'jstat' {
  const jstat: { jStat: { studentt: { inv(p: number, dof: number): number } } };
  export default jstat;
}
