#!/usr/bin/env python3
"""Validates docs/examples/*.json against docs/chart-spec.schema.json (JSON Schema draft 2020-12).

Needs the `jsonschema` package (pip install jsonschema). Checks the schema itself first, then that
it rejects a few documents it must reject (a misspelt key, an unknown mark type, a unit name's form for
one without the unit name), then the schema's
own `examples` and each example file. Prints one line per check and exits 1 if any fails.
"""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate-examples.py needs the jsonschema package: pip install jsonschema")

DOCS = pathlib.Path(__file__).resolve().parent


def main() -> int:
    schema = json.loads((DOCS / "chart-spec.schema.json").read_text(encoding="utf-8"))
    validator_class = jsonschema.Draft202012Validator
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)

    documents = [(f"chart-spec.schema.json examples[{i}]", example)
                 for i, example in enumerate(schema.get("examples", []))]
    files = sorted((DOCS / "examples").glob("*.json"))
    if not files:
        print("no examples found in docs/examples", file=sys.stderr)
        return 1
    for path in files:
        documents.append((str(path.relative_to(DOCS.parent)),
                          json.loads(path.read_text(encoding="utf-8"))))

    failures = 0
    # The schema must also reject what editors should flag: a misspelt key, an unknown mark type,
    # data that is neither values nor a path, a unit name's form for one without the unit name.
    mark = {"type": "bar", "x": {"field": "day"}, "y": {"field": "cups"}}
    must_fail = [
        ("a misspelt key (titel)", {"titel": "Coffee", "marks": [mark]}),
        ("an unknown mark type (pie)", {"marks": [dict(mark, type="pie")]}),
        ("data without values or path", {"data": {}, "marks": [mark]}),
        ("an encoding without field", {"marks": [dict(mark, x={"label": "Day"})]}),
        ("unitNameOne without unitName", {"marks": [dict(mark, y={"field": "cups", "unitNameOne": "cup"})]}),
    ]
    for name, document in must_fail:
        if validator.is_valid(document):
            failures += 1
            print(f"schema accepts {name}; it should not")
        else:
            print(f"schema rejects {name}")
    documents_checked = len(must_fail)

    for name, document in documents:
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            failures += 1
            for error in errors:
                where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
                print(f"{name}: invalid at {where}: {error.message}")
        else:
            print(f"{name}: valid")
    passed = len(documents) + documents_checked - failures
    print(f"{passed} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
