import { NextResponse, type NextRequest } from 'next/server';

// Optimistic admin gate only; every admin page, action and route calls requireAdmin() itself.
export function proxy(_request: NextRequest) {
  return NextResponse.next();
}

export const config = { matcher: ['/admin/:path*'] };
