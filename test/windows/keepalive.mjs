// Loaded into the Windows Node under Wine (--import): Wine 8.0's setsockopt lacks TCP_KEEPALIVE, and
// a socket told to keep alive before it connects then fails with `connect UNKNOWN` (undici asks so
// for fetch). Asked before the connection, keep-alive is set once it connects; after, as asked.
import net from 'node:net';

const setKeepAlive = net.Socket.prototype.setKeepAlive;
net.Socket.prototype.setKeepAlive = function (...args) {
  if (this.connecting || !this._handle) {
    this.once('connect', () => setKeepAlive.apply(this, args));
    return this;
  }
  return setKeepAlive.apply(this, args);
};
