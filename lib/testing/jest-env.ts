// Jest only: route tests act as Vercel's edge, naming each client with `x-real-ip` (TRUSTED_PROXY=vercel). Tests of
// the other modes (none, hops:N) set TRUSTED_PROXY themselves; production never reads this file.
process.env.TRUSTED_PROXY ??= 'vercel';
