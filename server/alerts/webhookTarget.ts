/**
 * Where a webhook may point. A member's webhook URL must not reach the server's own network
 * (loopback, private, link-local, carrier-grade NAT, multicast, cloud metadata addresses): the URL
 * is refused when it is saved if its host is such an address or a local name, and every delivery
 * connects only to an address its own DNS lookup found public, so a name that later resolves to a
 * private address (DNS rebinding) is refused at the socket. WEBHOOK_PRIVATE_TARGETS=1 lifts both
 * checks for installations (and tests) whose receivers live on the local network.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** True for an address that routes on the public internet (ipaddr's "unicast" range). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** Why a URL's host may not receive webhooks, or null when it may (names are checked again when delivered). */
export function privateHostReason(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'The webhook URL must point to a public address, not to a private or local network.';
  if (!host.includes('.') || LOCAL_NAMES.test(host)) return 'The webhook URL must name a public host, not a local one.';
  return null;
}

/** A DNS lookup for the delivery socket that fails when the name resolves to a non-public address. */
export function publicOnlyLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) { callback(err, '', 0); return; }
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !isPublicAddress(a.address));
      if (refused || list.length === 0) {
        callback(Object.assign(new Error(`${hostname} resolves to a non-public address (${refused?.address ?? 'none'}); webhooks go to public addresses only`), { code: 'EPRIVATE' }), '', 0);
        return;
      }
      if (options.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
