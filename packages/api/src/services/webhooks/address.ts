// Whether an endpoint's address may be saved: every address its name resolves to must be public, unless the operator
// allows it (WEBHOOK_ALLOW_ADDRESSES), and plain http may reach allowed addresses only. The dispatcher checks again
// at each connection, since a name can resolve elsewhere later.
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import { lookup as systemLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@coach/shared';
import ipaddr from 'ipaddr.js';

/** Every address `hostname` resolves to, through `lookup` (the system's resolver, or a test's stub); none on failure. */
function resolve(hostname: string, lookup: LookupFunction): Promise<string[]> {
  if (stryMutAct_9fa48("0")) {
    {}
  } else {
    stryCov_9fa48("0");
    return new Promise(done => {
      if (stryMutAct_9fa48("1")) {
        {}
      } else {
        stryCov_9fa48("1");
        if (stryMutAct_9fa48("2")) {
          ;
        } else {
          stryCov_9fa48("2");
          lookup(hostname, stryMutAct_9fa48("3") ? {} : (stryCov_9fa48("3"), {
            all: stryMutAct_9fa48("4") ? false : (stryCov_9fa48("4"), true)
          }), stryMutAct_9fa48("5") ? () => undefined : (stryCov_9fa48("5"), (error, addresses) => done(error ? stryMutAct_9fa48("6") ? ["Stryker was here"] : (stryCov_9fa48("6"), []) : (addresses as unknown as Array<{
            address: string;
          }>).map(stryMutAct_9fa48("7") ? () => undefined : (stryCov_9fa48("7"), entry => entry.address)))));
        }
      }
    });
  }
}
const isAllowed = stryMutAct_9fa48("8") ? () => undefined : (stryCov_9fa48("8"), (() => {
  const isAllowed = (address: ipaddr.IPv4 | ipaddr.IPv6, allowed: readonly string[]) => stryMutAct_9fa48("9") ? allowed.every(entry => {
    const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), null];
    const candidate = address.kind() === range.kind() ? address : null;
    if (!candidate) return false;
    return bits === null ? candidate.toNormalizedString() === range.toNormalizedString() : candidate.match(range, bits);
  }) : (stryCov_9fa48("9"), allowed.some(entry => {
    if (stryMutAct_9fa48("10")) {
      {}
    } else {
      stryCov_9fa48("10");
      const [range, bits] = entry.includes(stryMutAct_9fa48("11") ? "" : (stryCov_9fa48("11"), '/')) ? ipaddr.parseCIDR(entry) : stryMutAct_9fa48("12") ? [] : (stryCov_9fa48("12"), [ipaddr.parse(entry), null]);
      const candidate = (stryMutAct_9fa48("15") ? address.kind() !== range.kind() : stryMutAct_9fa48("14") ? false : stryMutAct_9fa48("13") ? true : (stryCov_9fa48("13", "14", "15"), address.kind() === range.kind())) ? address : null;
      if (stryMutAct_9fa48("18") ? false : stryMutAct_9fa48("17") ? true : stryMutAct_9fa48("16") ? candidate : (stryCov_9fa48("16", "17", "18"), !candidate)) return stryMutAct_9fa48("19") ? true : (stryCov_9fa48("19"), false);
      return (stryMutAct_9fa48("22") ? bits !== null : stryMutAct_9fa48("21") ? false : stryMutAct_9fa48("20") ? true : (stryCov_9fa48("20", "21", "22"), bits === null)) ? stryMutAct_9fa48("25") ? candidate.toNormalizedString() !== range.toNormalizedString() : stryMutAct_9fa48("24") ? false : stryMutAct_9fa48("23") ? true : (stryCov_9fa48("23", "24", "25"), candidate.toNormalizedString() === range.toNormalizedString()) : candidate.match(range, bits);
    }
  }));
  return isAllowed;
})());

/** Whether `text`, an address as a resolver or a URL writes it, is one the operator allows. */
export const isAllowedAddress = stryMutAct_9fa48("26") ? () => undefined : (stryCov_9fa48("26"), (() => {
  const isAllowedAddress = (text: string, allowed: readonly string[]) => stryMutAct_9fa48("29") ? ipaddr.isValid(text) || isAllowed(ipaddr.process(text), allowed) : stryMutAct_9fa48("28") ? false : stryMutAct_9fa48("27") ? true : (stryCov_9fa48("27", "28", "29"), ipaddr.isValid(text) && isAllowed(ipaddr.process(text), allowed));
  return isAllowedAddress;
})());

/**
 * The allowed list as the connection filter (request-filtering-agent) reads it: it compares a single address by its
 * text, so each is written as a resolver writes it ("::1", "127.0.0.1"), whatever way the operator wrote it.
 */
export const connectionAllowList = stryMutAct_9fa48("30") ? () => undefined : (stryCov_9fa48("30"), (() => {
  const connectionAllowList = (allowed: readonly string[]) => allowed.map(stryMutAct_9fa48("31") ? () => undefined : (stryCov_9fa48("31"), entry => entry.includes(stryMutAct_9fa48("32") ? "" : (stryCov_9fa48("32"), '/')) ? entry : ipaddr.process(entry).toString()));
  return connectionAllowList;
})());

/** Null when the endpoint's URL may be saved, else the message saying why not. */
export async function refusedWebhookAddress(url: string, allowed: readonly string[], lookup: LookupFunction = systemLookup as LookupFunction): Promise<string | null> {
  if (stryMutAct_9fa48("33")) {
    {}
  } else {
    stryCov_9fa48("33");
    const {
      protocol,
      hostname
    } = new URL(url);
    // An IPv6 address is written in brackets in a URL.
    const host = (stryMutAct_9fa48("34") ? hostname.endsWith('[') : (stryCov_9fa48("34"), hostname.startsWith(stryMutAct_9fa48("35") ? "" : (stryCov_9fa48("35"), '[')))) ? stryMutAct_9fa48("36") ? hostname : (stryCov_9fa48("36"), hostname.slice(1, stryMutAct_9fa48("37") ? +1 : (stryCov_9fa48("37"), -1))) : hostname;
    const addresses = ipaddr.isValid(host) ? stryMutAct_9fa48("38") ? [] : (stryCov_9fa48("38"), [host]) : await resolve(host, lookup);
    if (stryMutAct_9fa48("41") ? false : stryMutAct_9fa48("40") ? true : stryMutAct_9fa48("39") ? addresses.length : (stryCov_9fa48("39", "40", "41"), !addresses.length)) return WEBHOOK_MESSAGES.unresolvable;
    for (const text of addresses) {
      if (stryMutAct_9fa48("42")) {
        {}
      } else {
        stryCov_9fa48("42");
        const address = ipaddr.process(text);
        if (stryMutAct_9fa48("44") ? false : stryMutAct_9fa48("43") ? true : (stryCov_9fa48("43", "44"), isAllowed(address, allowed))) continue;
        if (stryMutAct_9fa48("47") ? protocol !== 'http:' : stryMutAct_9fa48("46") ? false : stryMutAct_9fa48("45") ? true : (stryCov_9fa48("45", "46", "47"), protocol === (stryMutAct_9fa48("48") ? "" : (stryCov_9fa48("48"), 'http:')))) return WEBHOOK_MESSAGES.plainHttp;
        if (stryMutAct_9fa48("51") ? address.range() === 'unicast' : stryMutAct_9fa48("50") ? false : stryMutAct_9fa48("49") ? true : (stryCov_9fa48("49", "50", "51"), address.range() !== (stryMutAct_9fa48("52") ? "" : (stryCov_9fa48("52"), 'unicast')))) return WEBHOOK_MESSAGES.privateAddress;
      }
    }
    return null;
  }
}