// Classroom courses (contract/classroom-course.ts): the files under fixtures/courses are read at
// start, like the demo tours. A file that does not parse, names a view or column the checks do not
// have (views.ts), uses a placeholder nothing defines or a catalog call that does not exist stops
// the start, naming the file and every problem in Korean and English.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  GIVEN_VARS,
  catalog,
  courseFile,
  fieldProblems,
  pathParamNames,
  type Bilingual,
  type Check,
  type CheckWhere,
  type CourseFile,
} from '../../../contract/index';
import { CourseError, DATED_TYPES, DATE_VAR, PLACEHOLDER, WEEK_VAR, asColumnValue, comparisonProblem } from './checks';
import { CATALOG_REF_COLUMNS, viewOf } from './views';

/** What a placeholder name stands for while a course is checked: a value, or a row of these fields. */
type Known = Map<string, ReadonlySet<string> | null>;

/** Every problem of a parsed course, each in both languages. */
export function courseProblems(course: CourseFile): Bilingual[] {
  const problems: Bilingual[] = [];
  const problem = (at: string, ko: string, en: string): undefined => void problems.push({ ko: `${at}: ${ko}`, en: `${at}: ${en}` });
  const known: Known = new Map(GIVEN_VARS.map((given) => [given, null]));

  /** Every placeholder in a value names something known, with a field exactly when it is a row. */
  const placeholdersIn = (at: string, value: unknown) => {
    for (const text of textsIn(value)) {
      for (const [braced] of text.matchAll(/\{[^{}]*\}/g)) {
        if (!new RegExp(`^${PLACEHOLDER.source}$`).test(braced)) problem(at, `자리표시자가 아닙니다: ${braced} ({이름} 또는 {이름.열})`, `not a placeholder: ${braced} ({name} or {name.column})`);
      }
      for (const [whole, name, field] of text.matchAll(PLACEHOLDER)) {
        const fields = known.get(name!);
        if (fields === undefined) problem(at, `정의되지 않은 자리표시자 ${whole}`, `undefined placeholder ${whole}`);
        else if (fields === null ? field !== undefined : field === undefined || !fields.has(field)) {
          problem(at, `${whole}: ${fields ? `${name}에는 ${[...fields].join(', ')} 중 하나를 붙입니다` : `${name}은 값 하나입니다`}`, `${whole}: ${fields ? `${name} takes one of ${[...fields].join(', ')}` : `${name} is a single value`}`);
        }
      }
    }
  };

  /** A view exists and every condition names its columns with a comparison their type allows. */
  const whereOf = (at: string, viewName: string, where: CheckWhere, extra: readonly string[] = []) => {
    const view = viewOf(viewName);
    if (!view) return problem(at, `없는 보기 '${viewName}'`, `unknown view '${viewName}'`);
    for (const column of extra) if (!view.columns[column]) problem(at, `보기 ${viewName}에 없는 열 '${column}'`, `view ${viewName} has no column '${column}'`);
    for (const [column, condition] of Object.entries(where)) {
      const type = view.columns[column];
      if (!type) {
        problem(at, `보기 ${viewName}에 없는 열 '${column}' (있는 열: ${Object.keys(view.columns).join(', ')})`, `view ${viewName} has no column '${column}' (it has ${Object.keys(view.columns).join(', ')})`);
        continue;
      }
      const ops = condition !== null && typeof condition === 'object' ? Object.keys(condition) : ['eq'];
      for (const op of ops) {
        const wrong = comparisonProblem(column, type, op);
        if (wrong) problem(at, wrong.ko, wrong.en);
      }
      // A value written out (no placeholder) is of the column's kind.
      for (const value of condition !== null && typeof condition === 'object' ? Object.values(condition).flat() : [condition]) {
        if (typeof value === 'string' && value.includes('{')) continue;
        try {
          asColumnValue(column, type, value);
        } catch (error) {
          problem(at, (error as CourseError).text.ko, (error as CourseError).text.en);
        }
      }
    }
    placeholdersIn(at, where);
    return view;
  };

  const checkOf = (at: string, c: Check) => {
    if ('all' in c) return c.all.forEach((inner, i) => checkOf(`${at}.all.${i}`, inner));
    if ('exists' in c) return whereOf(at, c.exists, c.where);
    if ('none' in c) return whereOf(at, c.none, c.where);
    whereOf(at, c.answer, c.where, Array.isArray(c.field) ? c.field : [c.field]);
  };

  for (const [name, ref] of Object.entries(course.refs)) {
    const at = `refs.${name}`;
    if ('catalog' in ref) known.set(name, new Set(Object.keys(CATALOG_REF_COLUMNS)));
    else {
      const view = whereOf(at, ref.view, ref.where, 'latest' in ref ? [ref.latest] : []);
      known.set(name, view ? new Set(Object.keys(view.columns)) : new Set());
    }
  }
  for (const [name, text] of Object.entries(course.vars)) {
    const at = `vars.${name}`;
    const date = DATE_VAR.exec(text);
    if (WEEK_VAR.test(text)) known.set(name, new Set(['start', 'end']));
    else if (date) {
      const type = viewOf(refView(course, date[1]!) ?? '')?.columns[date[2]!];
      if (!type || !DATED_TYPES.has(type)) problem(at, `{date:…}는 ref의 날짜 열을 씁니다`, `{date:…} takes a date column of a ref`);
      known.set(name, null);
    } else {
      if (/\{(week|date):/.test(text)) problem(at, '{week:+n}과 {date:ref.열}은 값 전체로만 씁니다', '{week:+n} and {date:ref.column} stand alone as the whole value');
      else placeholdersIn(at, text);
      known.set(name, null);
    }
  }
  course.exercises.forEach((exercise, i) => {
    const at = `exercises.${i} (${exercise.id})`;
    placeholdersIn(`${at}.title`, exercise.title);
    placeholdersIn(`${at}.task`, exercise.task);
    placeholdersIn(`${at}.looksFor`, exercise.looksFor ?? {});
    checkOf(`${at}.check`, exercise.check);
    exercise.solution.forEach((step, s) => {
      const stepAt = `${at}.solution.${s}`;
      placeholdersIn(stepAt, step);
      if (!('call' in step)) return;
      const endpoint = catalog.find((e) => e.id === step.call);
      if (!endpoint) return problem(stepAt, `없는 API 호출 ${step.call}`, `no catalog call ${step.call}`);
      const wanted = pathParamNames(endpoint.path).sort().join(',');
      if (Object.keys(step.params ?? {}).sort().join(',') !== wanted) problem(stepAt, `경로 값은 ${wanted || '없음'}입니다`, `path parameters are ${wanted || 'none'}`);
      if (endpoint.method === 'GET' && step.body) problem(stepAt, `${step.call}은 본문을 받지 않습니다`, `${step.call} takes no body`);
    });
  });
  return problems;
}

/** Every text in a value (its strings, at any depth). */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

function refView(course: CourseFile, name: string): string | undefined {
  const ref = course.refs[name];
  return ref && 'view' in ref ? ref.view : undefined;
}

/** A course file parsed and checked; a file that is not usable throws with its name and problems. */
export function parseCourse(file: string, raw: unknown): CourseFile {
  const parsed = courseFile.safeParse(raw);
  let problems: Bilingual[];
  if (parsed.success) problems = courseProblems(parsed.data);
  else {
    // zod's own problems in the words the API uses for refused fields (its Korean locale included).
    const [ko, en] = (['ko', 'en'] as const).map((lang) => fieldProblems(parsed.error.issues, raw, lang));
    problems = ko!.map((p, i) => ({ ko: p.message, en: en![i]!.message }));
  }
  if (parsed.success && parsed.data.id !== file.replace(/\.json$/, '')) problems.push({ ko: `id '${parsed.data.id}'가 파일 이름과 다릅니다`, en: `its id '${parsed.data.id}' is not its file name` });
  if (problems.length) {
    throw new CourseError({ ko: `과정 파일 ${file}: ${problems.map((p) => p.ko).join('; ')}`, en: `course file ${file}: ${problems.map((p) => p.en).join('; ')}` });
  }
  return parsed.data!;
}

/** Every course file of a folder, checked (a folder that does not exist holds none). */
export function loadCourses(dir: string): CourseFile[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return files.map((file) => {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new CourseError({ ko: `과정 파일 ${file}: JSON이 아닙니다 (${(error as Error).message})`, en: `course file ${file}: not JSON (${(error as Error).message})` });
    }
    return parseCourse(file, raw);
  });
}
