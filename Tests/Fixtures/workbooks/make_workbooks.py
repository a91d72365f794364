"""Makes the small workbooks the reading tests use, with openpyxl (pip install openpyxl msoffcrypto-tool).

Run from this folder: python make_workbooks.py. The workbooks are committed so CI needs no Python; this
script says how they were made. The weather rows are the ones SameChartEveryFormTests writes as CSV, TSV,
semicolon CSV, JSON, nested JSON and JSON Lines.
"""
import datetime
import io
import zipfile

import openpyxl
from openpyxl.utils.datetime import CALENDAR_MAC_1904

ROWS = [
    ("2012-01-01", "drizzle", 12.8, 5.0, 0.0),
    ("2012-01-02", "rain", 10.6, 2.8, 10.9),
    ("2012-01-03", "rain", 11.7, 7.2, 0.8),
    ("2012-01-04", "sun", 12.2, 5.6, None),
    ("2012-01-05", "snow", 8.9, 2.8, 1.3),
]


def weather(path, epoch=None):
    book = openpyxl.Workbook()
    if epoch is not None:
        book.epoch = epoch
    sheet = book.active
    sheet.title = "weather"
    sheet.append(["date", "weather", "temp_max", "temp_min", "precipitation"])
    for day, kind, high, low, rain in ROWS:
        sheet.append([datetime.date.fromisoformat(day), kind, high, low, rain])
    for row in sheet.iter_rows(min_row=2, max_col=1):
        row[0].number_format = "yyyy-mm-dd"
    notes = book.create_sheet("notes")
    notes.append(["what", "windy"])
    notes.append(["first week", True])
    notes.append(["second week", False])
    book.save(path)


PRICES = [
    ("Jan", 1200.5, 0.125, 0.03, 980.25),
    ("Feb", 1350.0, 0.13100000000000001, -0.02, 1020.0),
    ("Mar", 990.75, 0.098, 0.05, 870.1),
    ("Apr", 1410.2, 0.14, 0.07, 1100.0),
]


def prices(path):
    """Numbers shown with a currency or a percent by their cells' number formats, as the CSV export of the
    sheet writes them: "$1,200.50", "12.5%", "3%", "980.25 €"."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "prices"
    sheet.append(["month", "revenue", "share", "growth", "cost"])
    for row in PRICES:
        sheet.append(list(row))
    for cells in sheet.iter_rows(min_row=2):
        cells[1].number_format = '"$"#,##0.00'
        cells[2].number_format = "0.0%"
        cells[3].number_format = "0%"  # Excel's built-in format 9
        cells[4].number_format = '#,##0.00 [$€-407]'
    book.save(path)


def formula(path):
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["x", "y"])
    sheet.append([1, 2])
    sheet.append([2, "=A3*2"])  # openpyxl saves no value for a formula
    book.save(path)


def encrypted(path):
    from msoffcrypto.format.ooxml import OOXMLFile
    plain = io.BytesIO()
    weather(plain)
    plain.seek(0)
    office = OOXMLFile(plain)
    with open(path, "wb") as out:
        office.encrypt("secret", out)


def not_a_workbook(path):
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("readme.txt", "a ZIP archive, but not a workbook\n")


weather("weather.xlsx")
weather("weather-1904.xlsx", epoch=CALENDAR_MAC_1904)
prices("prices.xlsx")
formula("formula-no-value.xlsx")
encrypted("password.xlsx")
not_a_workbook("not-a-workbook.xlsx")
