# The bot's image, for docker-compose.yml (or any container host): the requirements, the
# code, `python -m bot run` (SIGTERM closes it in order: see "Deploying" in the README).
FROM python:3.11-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["python", "-m", "bot", "run"]
