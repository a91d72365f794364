#!/usr/bin/env python3
"""Validates chart descriptors (*.descriptor.json) against docs/chart-descriptor.schema.json.

Usage: python3 docs/validate-descriptors.py FOLDER   (CI runs it on a freshly written gallery)
Needs the jsonschema package (pip install jsonschema). Exits 1 if any descriptor is invalid.
"""
import json
import pathlib
import sys

import jsonschema


def main() -> int:
    folder = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "docs/gallery")
    schema_path = pathlib.Path(__file__).with_name("chart-descriptor.schema.json")
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    files = sorted(folder.glob("*.descriptor.json"))
    if not files:
        print(f"no descriptors in {folder}")
        return 1
    failures = 0
    for path in files:
        document = json.loads(path.read_text(encoding="utf-8"))
        errors = list(validator.iter_errors(document))
        # The descriptor's own promises, beyond the schema: one grid-line label per grid line, one
        # additional value per additional axis.
        for axis in [document["xAxis"], document["yAxis"], *document["additionalAxes"]]:
            if axis["kind"] == "numeric" and len(axis["gridlinePositions"]) != len(axis["gridlineLabels"]):
                errors.append(f"{axis['title']}: grid-line labels do not match the positions")
        # Braille: a cell per point, or, when several series each have at most one point per x, a cell per
        # x of all the series (blank where a series has none), so the lines line up.
        def key(x):
            return json.dumps(x, sort_keys=True)
        many = len(document["series"]) > 1
        aligned = many and all(len({key(p["x"]) for p in s["dataPoints"]}) == len(s["dataPoints"]) for s in document["series"])
        steps = len({key(p["x"]) for s in document["series"] for p in s["dataPoints"]})
        for series in document["series"]:
            cells = len(series.get("braille", ""))
            expected = steps if aligned else len(series["dataPoints"])
            if cells != expected:
                errors.append(f"{series['name']}: {cells} braille cells for {expected} "
                              + ("x steps of every series" if aligned else "points"))
            elif aligned and series.get("braille", "").count("\u2800") < steps - len(series["dataPoints"]):
                errors.append(f"{series['name']}: fewer blank braille cells than the x steps it has no point at")
            for point in series["dataPoints"]:
                if len(point["additionalValues"]) != len(document["additionalAxes"]):
                    errors.append(f"{series['name']}: a point's additional values do not match the additional axes")
                    break
        for reference in document.get("references", []):
            if reference["range"][0] > reference["range"][1]:
                errors.append(f"{reference['name']}: a reference's range runs downward")
        if errors:
            failures += 1
            for error in errors[:5]:
                print(f"{path.name}: {getattr(error, 'message', error)}")
        else:
            print(f"{path.name}: valid")
    print(f"{len(files) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
