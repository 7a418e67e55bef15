// Laravel's ThrottlesLogins, kept per account and per client address, in memory (a restart forgets it, as
// Laravel's array cache would).
interface Bucket {
  failures: number;
  resetsAt: number;
}

function positive(name: string, fallback: number): number {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

export class LoginThrottle {
  private buckets = new Map<string, Bucket>();
  readonly maxAttempts = Math.floor(positive('LOGIN_THROTTLE_MAX_ATTEMPTS', 5));
  readonly decayMs = positive('LOGIN_THROTTLE_DECAY_SECONDS', 60) * 1000;

  private keys(account: string, address: string): string[] {
    return [`account:${account.trim().toLowerCase()}`, `address:${address}`];
  }

  private live(key: string, now: number): Bucket | undefined {
    const b = this.buckets.get(key);
    if (b && b.resetsAt <= now) {
      this.buckets.delete(key);
      return undefined;
    }
    return b;
  }

  retryAfter(account: string, address: string, now = Date.now()): number {
    let until = 0;
    for (const key of this.keys(account, address)) {
      const b = this.live(key, now);
      if (b && b.failures >= this.maxAttempts) until = Math.max(until, b.resetsAt);
    }
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - now) / 1000));
  }

  failed(account: string, address: string, now = Date.now()): void {
    for (const key of this.keys(account, address)) {
      const b = this.live(key, now);
      if (b) b.failures += 1;
      else this.buckets.set(key, { failures: 1, resetsAt: now + this.decayMs });
    }
  }

  // as Laravel's clearLoginAttempts; the address keeps its count
  succeeded(account: string): void {
    this.buckets.delete(`account:${account.trim().toLowerCase()}`);
  }

  clear(): void {
    this.buckets.clear();
  }
}
