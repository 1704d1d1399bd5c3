# One image recipe for every app of the monorepo; APP_ENTRY picks the app (see docker-compose.yml):
#   docker build --build-arg APP_ENTRY=services/users/src/main.ts -t trio-rentals/users:0.1.0 .
# Apps run their TypeScript through @swc-node/register, as `npm start` does locally. The same image runs the demo
# seed (infra/local/seed.ts) and the Razorpay stand-in (infra/razorpay/main.ts) with APP_ENTRY set to them.
# Pinned to an exact Node release (package.json: node >=20.19); infra/test/compose-images.spec.ts checks the pin.
FROM node:20.19.5-bookworm-slim
WORKDIR /app
COPY . .
# `npm install`, not `npm ci`: npm 11 writes lockfiles without other platforms' optional packages, which ci rejects.
RUN npm install --no-audit --no-fund && npm cache clean --force
ARG APP_ENTRY
# The gateway serves the built SPA from frontend/dist (its SPA_DIR default), so its image builds it, with the same
# build-time settings as `npm run build -w @trio/frontend`: the Razorpay checkout script the browser loads (the
# stand-in published on 127.0.0.1:7070 by default; with real keys https://checkout.razorpay.com/v1/checkout.js, and
# the gateway's RAZORPAY_CHECKOUT_URL the same), map tiles and Google sign-in (give the gateway the same values).
ARG VITE_RAZORPAY_CHECKOUT_URL=http://127.0.0.1:7070/v1/checkout.js
ARG VITE_MAP_TILE_URL=
ARG VITE_GOOGLE_CLIENT_ID=
RUN if [ "$APP_ENTRY" = "gateway/src/main.ts" ]; then \
      VITE_RAZORPAY_CHECKOUT_URL="$VITE_RAZORPAY_CHECKOUT_URL" VITE_MAP_TILE_URL="$VITE_MAP_TILE_URL" \
      VITE_GOOGLE_CLIENT_ID="$VITE_GOOGLE_CLIENT_ID" NODE_ENV=production npm run build -w @trio/frontend \
      && test -f frontend/dist/index.html; \
    fi
# The seed writes its people file under .local/ (git-ignored state); the apps run as `node`, not root.
RUN mkdir -p /app/.local && chown node:node /app/.local
ENV APP_ENTRY=${APP_ENTRY} NODE_ENV=production HOST=0.0.0.0
USER node
CMD ["sh", "-c", "exec node -r @swc-node/register \"$APP_ENTRY\""]
