# One image recipe for every app of the monorepo; APP_ENTRY picks the app (see docker-compose.yml):
#   docker build --build-arg APP_ENTRY=services/users/src/main.ts -t trio-users .
# Apps run their TypeScript through @swc-node/register, as `npm start` does locally.
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
# `npm install`, not `npm ci`: npm 11 writes lockfiles without other platforms' optional packages, which ci rejects.
RUN npm install --no-audit --no-fund && npm cache clean --force
ARG APP_ENTRY
ENV APP_ENTRY=${APP_ENTRY} NODE_ENV=production HOST=0.0.0.0
USER node
CMD ["sh", "-c", "exec node -r @swc-node/register \"$APP_ENTRY\""]
