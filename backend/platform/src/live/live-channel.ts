// The socket.io adapter's channel prefix; the change feed publisher emits on the same one.
export const liveChannelKey = (prefix: string) => `${prefix}:socket.io`;
