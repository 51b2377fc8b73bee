// Stand-in for the 'server-only' package under Jest (Node has no client bundle to protect).
export {};
