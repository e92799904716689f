import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * A text the server can answer with: `text` when it is fixed, else `parts` (a template literal's fixed
 * text around its values). `at` says where it is written.
 */
export type SentMessage = { at: string; text: string } | { at: string; parts: string[]; values?: string[] };

/** Error helpers whose first argument is the message (errors.ts and the local `conflict`s). */
const HELPERS = new Set(["badRequest", "notFound", "forbidden", "unauthorized", "conflict"]);
/** Zod checks whose last argument may be their message, as text or as `{ error }` / `{ message }`. */
const ZOD_CHECKS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "refine",
  "superRefine",
  "email",
  "url",
  "startsWith",
  "endsWith",
  "includes",
  "int",
  "positive",
  "nonnegative",
]);
/**
 * Files whose words are not the API's: configuration and command-line errors reach an operator's
 * terminal, and the mails speak their recipient's language in their own catalogue.
 */
const NOT_API = [
  /^src\/server\/config\.ts$/u,
  /^src\/server\/cli/u,
  /^src\/server\/site-data\//u,
  /^src\/server\/mail\//u,
];

function sourceFiles(): string[] {
  return ["src/server", "src/shared"]
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)),
    )
    .filter((file) => /\.tsx?$/u.test(file) && !/\.test\.tsx?$/u.test(file) && !file.endsWith(".d.ts"))
    .filter((file) => !NOT_API.some((pattern) => pattern.test(file.split(path.sep).join("/"))));
}

/**
 * Every message the server's code can send through the error handler, read with TypeScript's parser
 * and checker: the argument of each error helper and `new HttpError`, and each message a zod schema
 * gives. A message held in a constant, an object of messages or a function returning a template is
 * followed to its text. `unresolved` lists the arguments no text could be found for (a value computed
 * at run time), so that each one is looked at rather than silently skipped.
 */
export function sentMessages(): { messages: SentMessage[]; unresolved: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile(
    "tsconfig.json",
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const files = sourceFiles();
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const messages: SentMessage[] = [];
  const unresolved: string[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(".", file.fileName)}:${line + 1}`;
  };

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** The texts an expression can be; false when some part of it is not known before run time. */
  const textsOf = (expression: ts.Expression, at: string, seen = new Set<ts.Node>()): SentMessage[] | false => {
    // Only the path being followed counts as seen: one constant may be reached by several branches.
    if (seen.has(expression)) return false;
    seen.add(expression);
    try {
      return followed(expression, at, seen);
    } finally {
      seen.delete(expression);
    }
  };

  const followed = (expression: ts.Expression, at: string, seen: Set<ts.Node>): SentMessage[] | false => {
    const node = skipOuter(expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ at, text: node.text }];
    if (ts.isTemplateExpression(node)) {
      // A value that is itself a fixed text (a constant's) is part of the sentence, not a value.
      const spans = node.templateSpans.map((span) => {
        const inner = textsOf(span.expression, at, seen);
        return inner && inner.length === 1 && inner[0] && "text" in inner[0] ? inner[0].text : undefined;
      });
      if (spans.some((text) => text !== undefined)) {
        const parts = [node.head.text];
        const values: string[] = [];
        node.templateSpans.forEach((span, index) => {
          const text = spans[index];
          if (text === undefined) {
            values.push(span.expression.getText());
            parts.push(span.literal.text);
          } else parts[parts.length - 1] += text + span.literal.text;
        });
        return [parts.length === 1 ? { at, text: parts[0] ?? "" } : { at, parts, values }];
      }
      return [
        {
          at,
          parts: [node.head.text, ...node.templateSpans.map((span) => span.literal.text)],
          values: node.templateSpans.map((span) => span.expression.getText()),
        },
      ];
    }
    if (node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === "undefined")) return [];
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      return joined(textsOf(node.left, at, seen), textsOf(node.right, at, seen));
    }
    if (ts.isElementAccessExpression(node)) {
      // A message chosen from an object of messages by a run-time key: any of its values.
      const declaration = declarationOf(skipOuter(node.expression));
      const value = declaration && givenValue(declaration);
      const object = value && skipOuter(value);
      if (!object || !ts.isObjectLiteralExpression(object)) return false;
      return object.properties.reduce<SentMessage[] | false>(
        (all, property) =>
          both(all, ts.isPropertyAssignment(property) ? textsOf(property.initializer, at, seen) : false),
        [],
      );
    }
    if (ts.isConditionalExpression(node))
      return both(textsOf(node.whenTrue, at, seen), textsOf(node.whenFalse, at, seen));
    if (ts.isBinaryExpression(node) && isFallback(node.operatorToken.kind)) {
      return both(textsOf(node.left, at, seen), textsOf(node.right, at, seen));
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const declaration = declarationOf(ts.isPropertyAccessExpression(node) ? node.name : node);
      if (declaration && ts.isParameter(declaration)) return argumentsFor(declaration, at, seen);
      const value = declaration && givenValue(declaration);
      return value ? textsOf(value, at, seen) : false;
    }
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      const declaration = declarationOf(callee);
      const value = declaration && givenValue(declaration);
      const fn =
        value && ts.isArrowFunction(value)
          ? value
          : declaration && ts.isFunctionDeclaration(declaration)
            ? declaration
            : undefined;
      if (!fn?.body) return false;
      if (!ts.isBlock(fn.body)) return textsOf(fn.body, at, seen);
      const returned: ts.Expression[] = [];
      const visit = (child: ts.Node) => {
        if (ts.isReturnStatement(child) && child.expression) returned.push(child.expression);
        else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
      };
      ts.forEachChild(fn.body, visit);
      return returned.reduce<SentMessage[] | false>((all, value) => both(all, textsOf(value, at, seen)), []);
    }
    return false;
  };

  /**
   * A message passed in as a function's parameter: whatever its callers pass (or its default), so
   * `authorsBlog(request, MESSAGES.notAuthorizedUpdate)` counts as sending that message.
   */
  const argumentsFor = (parameter: ts.ParameterDeclaration, at: string, seen: Set<ts.Node>): SentMessage[] | false => {
    const fn = parameter.parent;
    const named = ts.isFunctionDeclaration(fn)
      ? fn
      : (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent)
        ? fn.parent
        : undefined;
    const name = named?.name && ts.isIdentifier(named.name) ? named.name.text : undefined;
    if (!named || !name) return false;
    const index = fn.parameters.indexOf(parameter);
    const calls = (callsByName().get(name) ?? []).filter((call) => {
      const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
      return declarationOf(callee) === named;
    });
    if (calls.length === 0) return false;
    return calls.reduce<SentMessage[] | false>((all, call) => {
      const argument = call.arguments[index] ?? parameter.initializer;
      return both(all, argument ? textsOf(argument, at, seen) : []);
    }, []);
  };

  let calls: Map<string, ts.CallExpression[]> | undefined;
  const callsByName = () => {
    if (calls) return calls;
    const found = new Map<string, ts.CallExpression[]>();
    for (const file of program.getSourceFiles()) {
      if (file.isDeclarationFile) continue;
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node)) {
          const name = calleeName(node.expression);
          if (name) found.set(name, [...(found.get(name) ?? []), node]);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    calls = found;
    return found;
  };

  /** A schema's own `message` field (`z.object({ message: z.string() })`) is not a message. */
  const isText = (expression: ts.Expression) =>
    (checker.getTypeAtLocation(expression).flags & ts.TypeFlags.StringLike) !== 0 ||
    checker.getTypeAtLocation(expression).isUnion();

  const record = (expression: ts.Expression) => {
    const found = textsOf(expression, where(expression));
    if (found) messages.push(...found);
    else unresolved.push(`${where(expression)} ${expression.getText()}`);
  };

  for (const file of program.getSourceFiles()) {
    const name = path.relative(".", file.fileName).split(path.sep).join("/");
    if (!files.some((wanted) => wanted.split(path.sep).join("/") === name)) continue;
    const usesZod = file.statements.some(
      (statement) =>
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text === "zod",
    );
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = calleeName(callee);
        const args = node.arguments ?? ts.factory.createNodeArray();
        if (ts.isNewExpression(node) && name === "HttpError" && args[1]) record(args[1]);
        else if (ts.isCallExpression(node) && HELPERS.has(name) && ts.isIdentifier(callee) && args[0]) record(args[0]);
        else if (usesZod && ts.isCallExpression(node) && name !== "send") zodMessages(node, name, record, isText);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { messages, unresolved };
}

/** A zod call's own message: the last argument of a check, or `error`/`message` of an options object. */
function zodMessages(
  node: ts.CallExpression,
  name: string,
  record: (expression: ts.Expression) => void,
  isText: (expression: ts.Expression) => boolean,
) {
  for (const [index, arg] of node.arguments.entries()) {
    const inner = skipOuter(arg);
    if (ts.isObjectLiteralExpression(inner)) {
      for (const property of inner.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          (property.name.text === "error" || property.name.text === "message") &&
          !ts.isFunctionLike(skipOuter(property.initializer)) &&
          isText(property.initializer)
        )
          record(property.initializer);
      }
    } else if (ZOD_CHECKS.has(name) && index === node.arguments.length - 1 && (index > 0 || isZodNamespaceCall(node))) {
      if (ts.isStringLiteralLike(inner) || ts.isTemplateExpression(inner)) record(arg);
    }
  }
}

/** `z.email("…")`: a check whose only argument is its message. */
const isZodNamespaceCall = (node: ts.CallExpression) =>
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === "z";

const isFallback = (kind: ts.SyntaxKind) =>
  kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken;

function skipOuter(node: ts.Expression): ts.Expression {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) {
    inner = inner.expression;
  }
  return inner;
}

/** The expression a declaration gives its name: a constant's initializer or an object property's value. */
function givenValue(declaration: ts.Declaration): ts.Expression | undefined {
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) return declaration.initializer;
  if (ts.isPropertyAssignment(declaration)) return declaration.initializer;
  if (ts.isShorthandPropertyAssignment(declaration)) return declaration.name;
  return undefined;
}

/** `a + b` of two texts: a template whose values are both sides' values. */
function joined(left: SentMessage[] | false, right: SentMessage[] | false): SentMessage[] | false {
  if (!left || !right) return false;
  const partsOf = (message: SentMessage) => ("text" in message ? [message.text] : message.parts);
  return left.flatMap((start) =>
    right.map((end): SentMessage => {
      const [first, ...rest] = partsOf(end);
      const head = partsOf(start);
      const parts = [...head.slice(0, -1), `${head.at(-1) ?? ""}${first ?? ""}`, ...rest];
      return parts.length === 1 ? { at: start.at, text: parts[0] ?? "" } : { at: start.at, parts };
    }),
  );
}

function both(left: SentMessage[] | false, right: SentMessage[] | false): SentMessage[] | false {
  return left && right ? [...left, ...right] : false;
}

/** The name a call is made by: `f(…)` and `x.f(…)` are both `f`; anything else has none. */
function calleeName(callee: ts.Expression): string {
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
}
