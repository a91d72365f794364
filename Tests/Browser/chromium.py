"""Chromium for the browser checks: one way to start it and one way to open a Plotline page.

check_pages.py and check_audio.py both use these, so both run the same browser the same way.
"""

import json
import os

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait


def start(*extra_arguments):
    """Headless Chromium through Debian's chromedriver, so Selenium never looks for one on the network."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", *extra_arguments]:
        options.add_argument(arg)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def load(driver, path):
    """Opens a page and waits until its script is ready; returns the page's model (its JSON)."""
    driver.get("file://" + os.path.abspath(path))
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "chart").get_attribute("data-ready") == "true")
    return json.loads(driver.find_element(By.ID, "plotline-model").get_attribute("textContent"))
