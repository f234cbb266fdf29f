import fs from 'node:fs';
import path from 'node:path';
import { ALLOWED_READS, TABLE_OWNERS, UNRESTRICTED, type TableName } from './table-owners';

/** One table a source file reads or writes. */
export interface TableAccess {
  table: TableName;
  access: 'read' | 'write';
  /** How it was found: the SQL keyword or the entity call. */
  via: string;
}

/** A module's access to a table it does not own and may not read. */
export interface Crossing {
  module: string;
  /** Relative to the module's folder. */
  file: string;
  table: TableName;
  access: 'read' | 'write';
  via: string;
}

const isTable = (name: string): name is TableName => Object.hasOwn(TABLE_OWNERS, name);

/** Drops comments so a sentence like "the row FROM users" in a comment does not count (strings are kept). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/[^\n]*/g, '$1');
}

const WRITE_SQL = /\b(INSERT\s+INTO|(?<!FOR\s+)(?<!DO\s+)UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+"?([a-z_][a-z0-9_]*)/g;
const READ_SQL = /\b(?<!DELETE\s+)(FROM|JOIN)\s+"?([a-z_][a-z0-9_]*)/g;
const WRITE_CALLS = 'save|insert|update|delete|softDelete|restore|upsert|increment|decrement|remove|softRemove';

/**
 * The tables a file's SQL names (upper-case keywords, as this code base writes SQL) and the entities of other modules
 * it uses (`entityTables`: entity class name -> table, for the entities it imports by value).
 */
export function tableAccesses(source: string, entityTables: Record<string, TableName> = {}): TableAccess[] {
  const code = withoutComments(source);
  const found: TableAccess[] = [];
  for (const [, keyword, name] of code.matchAll(WRITE_SQL)) {
    if (isTable(name)) found.push({ table: name, access: 'write', via: keyword.replace(/\s+/g, ' ') });
  }
  for (const [, keyword, name] of code.matchAll(READ_SQL)) {
    if (isTable(name)) found.push({ table: name, access: 'read', via: keyword });
  }
  for (const [entity, table] of Object.entries(entityTables)) {
    const writes = new RegExp(
      `\\.(${WRITE_CALLS})\\(\\s*(?:\\w+\\.create\\(\\s*)?${entity}\\b|getRepository\\(${entity}\\)\\s*\\.(${WRITE_CALLS})\\(|InjectRepository\\(${entity}\\)`,
    );
    if (writes.test(code)) found.push({ table, access: 'write', via: `${entity} (TypeORM)` });
    else if (new RegExp(`\\b${entity}\\b`).test(code.replace(/^import[^;]*;/gm, ''))) found.push({ table, access: 'read', via: `${entity} (TypeORM)` });
  }
  return found;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return e.isFile() && e.name.endsWith('.ts') && !/\.(spec|integration-spec)\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Entity class name -> table, from the `@Entity('table')` classes under `modulesDir`, with the file of each. */
export function entityTablesIn(modulesDir: string): Map<string, { file: string; table: TableName }> {
  const entities = new Map<string, { file: string; table: TableName }>();
  for (const file of walk(modulesDir).filter((f) => f.endsWith('.entity.ts'))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, table, name] of source.matchAll(/@Entity\(\s*'([a-z_]+)'\s*\)[\s\S]*?export\s+class\s+(\w+)/g)) {
      if (isTable(table)) entities.set(name, { file, table });
    }
  }
  return entities;
}

/** The entities of other modules a file imports by value (`import type` and `type X` names do not count). */
function importedForeignEntities(file: string, source: string, moduleDir: string, entities: Map<string, { file: string; table: TableName }>) {
  const used: Record<string, TableName> = {};
  if (file.endsWith('.entity.ts')) return used; // relations between entities are the schema, not an access
  for (const [, names, from] of source.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s+from\s+'([^']+)'/gm)) {
    if (!from.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), from.replace(/\.js$/, '')) + '.ts';
    if (target.startsWith(moduleDir + path.sep)) continue;
    for (const raw of names.split(',')) {
      const name = raw.trim();
      if (!name || name.startsWith('type ')) continue;
      const entity = entities.get(name.split(/\s+as\s+/)[0]);
      if (entity && entity.file === target) used[name.split(/\s+as\s+/).pop()!] = entity.table;
    }
  }
  return used;
}

/** Whether `module` may do `access` on `table` from `file` (relative to the module folder). */
export function mayAccess(module: string, file: string, table: TableName, access: 'read' | 'write'): boolean {
  if (TABLE_OWNERS[table] === module || Object.hasOwn(UNRESTRICTED, module)) return true;
  return access === 'read' && ALLOWED_READS.some((r) => r.module === module && r.tables.includes(table) && r.files.includes(file));
}

/** Every access of a module under `modulesDir` to a table it may not touch, one per (file, table, access). */
export function findCrossings(modulesDir: string): Crossing[] {
  const entities = entityTablesIn(modulesDir);
  const crossings = new Map<string, Crossing>();
  for (const module of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
    const moduleDir = path.join(modulesDir, module);
    for (const full of walk(moduleDir)) {
      const source = fs.readFileSync(full, 'utf8');
      const file = path.relative(moduleDir, full).split(path.sep).join('/');
      for (const a of tableAccesses(source, importedForeignEntities(full, source, moduleDir, entities))) {
        if (mayAccess(module, file, a.table, a.access)) continue;
        const key = `${module}|${file}|${a.table}|${a.access}`;
        if (!crossings.has(key)) crossings.set(key, { module, file, table: a.table, access: a.access, via: a.via });
      }
    }
  }
  return [...crossings.values()].sort((a, b) => `${a.module}/${a.file}/${a.table}`.localeCompare(`${b.module}/${b.file}/${b.table}`));
}
