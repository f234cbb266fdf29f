import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Response } from 'express';
import { FIRM } from '@law/contracts';

/** The page's policy: its own scripts and styles only (no CDN, no inline script), the document fetched same-origin. */
export const API_DOCS_PAGE_POLICY = [
  `default-src 'none'`,
  `script-src 'self'`,
  // Swagger UI sets style attributes from React at run time.
  `style-src 'self' 'unsafe-inline'`,
  `img-src 'self' data:`,
  `font-src 'self' data:`,
  `connect-src 'self'`,
  `form-action 'none'`,
  `base-uri 'none'`,
  `frame-ancestors 'none'`,
].join('; ');

const ASSETS_URL = '/api/docs/assets';

const PAGE = `<!doctype html>
<html lang="uk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${FIRM.shortName} — API</title>
<link rel="icon" type="image/png" href="${ASSETS_URL}/favicon-32x32.png">
<link rel="stylesheet" href="${ASSETS_URL}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${ASSETS_URL}/swagger-ui-bundle.js"></script>
<script src="${ASSETS_URL}/docs-init.js"></script>
</body>
</html>
`;

const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, withCredentials: true });
});
`;

const req = typeof require === 'function' ? require : createRequire(path.join(process.cwd(), 'package.json'));
const SWAGGER_UI_DIR = path.dirname(req.resolve('swagger-ui-dist/package.json'));
/** The only files served: swagger-ui-dist's own build, from node_modules (no CDN), and the page's init script. */
const ASSETS: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: path.join(SWAGGER_UI_DIR, 'swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js') },
  'favicon-32x32.png': { type: 'image/png', file: path.join(SWAGGER_UI_DIR, 'favicon-32x32.png') },
  'docs-init.js': { type: 'text/javascript; charset=utf-8', text: INIT },
};

/** Holds the OpenAPI document built at start-up (create-app.ts) and serves it with its browsable page. */
@Injectable()
export class ApiDocsService {
  private document?: OpenAPIObject;

  setDocument(doc: OpenAPIObject): void {
    this.document = doc;
  }

  sendDocument(res: Response): void {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(this.document ?? {});
  }

  sendPage(res: Response): void {
    res.setHeader('Content-Security-Policy', API_DOCS_PAGE_POLICY);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  }

  sendAsset(name: string, res: Response): void {
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) throw new NotFoundException('Файл не знайдено');
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (asset.text !== undefined) res.send(asset.text);
    else res.send(fs.readFileSync(asset.file!));
  }
}
