/** The `smpp` package ships no types; the adapter and the test SMSC type the parts they use where they use them. */
declare module 'smpp' {
  const smpp: {
    connect(options: { host: string; port: number }): unknown;
    createServer(listener: (session: unknown) => void): import('node:net').Server;
    ESME_RBINDFAIL: number;
    ESME_RINVDSTADR: number;
  };
  export default smpp;
}
