# The API image for Cloud Run: the server (TypeScript run by tsx, a production dependency) and the
# built web app it can serve itself (Firebase Hosting serves dist/ in front of it in production).
# Build: gcloud run deploy quiz-api --source .   (README, "Deploying")

FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# VITE_FIREBASE_CONFIG: the web app's Firebase config (JSON), baked into the bundle
ARG VITE_FIREBASE_CONFIG
RUN VITE_FIREBASE_CONFIG="$VITE_FIREBASE_CONFIG" npx vite build

FROM node:22-slim
ENV NODE_ENV=production PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY server ./server
COPY machines ./machines
COPY emulator/seed/content ./emulator/seed/content
# get_translations serves the web app's locale files
COPY src/i18n/locales ./src/i18n/locales
COPY --from=build /app/dist ./dist
# uploaded profile images (BLOB_DIR): mount a shared volume here on Cloud Run
RUN mkdir -p .blobs && chown node:node .blobs
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "server/main.ts"]
