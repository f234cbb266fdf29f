import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { EXTRACT_WORKER_SOURCE } from './extract-worker-source';

export interface ExtractedText {
  title: string;
  text: string;
}

interface Pending {
  resolve: (v: ExtractedText) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

function resolveModule(name: string): string {
  // The compiled backend is CommonJS (require exists); the ESM test runner resolves from the repository root.
  const req = typeof require === 'function' ? require : createRequire(path.join(process.cwd(), 'package.json'));
  return req.resolve(name);
}

/** Main content of an HTML page (Readability, falling back to the body without menus/scripts), in a worker thread. */
export class TextExtractor {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly timeoutMs = 30_000) {}

  extractHtml(html: string, url: string): Promise<ExtractedText> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // A page jsdom cannot finish with: drop the worker (and with it the stuck parse); the next call starts a fresh one.
        this.failAll(new Error('розбір сторінки триває задовго'));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, html, url });
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    this.failAll(new Error('extractor closed'));
    if (w) await w.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(EXTRACT_WORKER_SOURCE, {
      eval: true,
      workerData: { jsdom: resolveModule('jsdom'), readability: resolveModule('@mozilla/readability') },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    worker.on('message', (msg: { id: number; text?: string; title?: string; error?: string }) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      clearTimeout(p.timer);
      if (msg.error !== undefined) p.reject(new Error(msg.error));
      else p.resolve({ text: msg.text ?? '', title: msg.title ?? '' });
    });
    worker.on('error', (e) => this.failAll(e));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error('обробник сторінок зупинився'));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    const w = this.worker;
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(error);
      this.pending.delete(id);
    }
    if (w && error.message === 'розбір сторінки триває задовго') {
      this.worker = null;
      void w.terminate();
    }
  }
}
